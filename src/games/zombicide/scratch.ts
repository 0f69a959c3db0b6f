/**
 * Scratch arrays for one step of the rules (the zombies' moves of one activation). V8 keeps a typed array of more
 * than 64 bytes outside its heap, and making one costs about half a microsecond, as much as a whole decision of the
 * cheaper strategies, so the hot paths borrow them zeroed and give them back. One not given back (a game ended by an
 * exception midway) is simply collected; a nested step (a strategy searching inside a decision) borrows another.
 */
const spare = new Map<number, Int32Array<ArrayBuffer>[]>();
/** Arrays kept per length: a step borrows two or three, a search nests a few deep. */
const KEEP = 8;

/** A zeroed Int32Array of `length`, to give back when the step is done. */
export function borrowInt32(length: number): Int32Array<ArrayBuffer> {
  const kept = spare.get(length)?.pop();
  return kept ? kept.fill(0) : new Int32Array(length);
}

/** Gives back a borrowed array; nothing may read or write it afterwards. */
export function giveBack(a: Int32Array<ArrayBuffer>): void {
  let kept = spare.get(a.length);
  if (!kept) spare.set(a.length, (kept = []));
  if (kept.length < KEEP) kept.push(a);
}
