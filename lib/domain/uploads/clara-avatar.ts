// Clara's picture as /admin/upload-clara-avatar stores it (issue 18), served by /api/avatars/clara.
export const CLARA_STORED_KEY = "avatars/clara/clara.png";
export const CLARA_STORED_URL = "/api/avatars/clara";
