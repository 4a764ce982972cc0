/** docs/product.md section 2: the browser's context menu is disabled everywhere. Returns the undo. */
export function disableContextMenu(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const prevent = (event: Event) => event.preventDefault();
  target.addEventListener('contextmenu', prevent);
  return () => target.removeEventListener('contextmenu', prevent);
}
