/** A bulleted list of plain texts (purposes, what leaving erases, what stays). */
export function PlainList({ items }: { items: readonly string[] }) {
  return (
    <ul className="app-privacy-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
