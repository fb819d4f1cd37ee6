// Where alerts live in Haven (issue 17).
export const LOCAL_ALERTS_PATH = "/dashboard/local/alerts";
export const localAlertPath = (alertId: string) => `${LOCAL_ALERTS_PATH}/${encodeURIComponent(alertId)}`;
