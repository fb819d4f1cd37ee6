// The k best of n items without sorting all n: a bounded heap whose root is the worst item
// kept so far. O(n log k) time, O(k) memory; the k are returned best first.

/** better(a, b) is true when a should rank above b. It must be a strict total order. */
export function topK<T>(items: Iterable<T>, k: number, better: (a: T, b: T) => boolean): T[] {
  if (k <= 0) return [];
  const heap: T[] = [];
  // In this heap a parent is never better than its children: the root is the worst kept.
  const worse = (i: number, j: number) => better(heap[j]!, heap[i]!);
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(i, parent)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < heap.length && worse(l, w)) w = l;
      if (r < heap.length && worse(r, w)) w = r;
      if (w === i) return;
      swap(i, w);
      i = w;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (better(item, heap[0]!)) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}
