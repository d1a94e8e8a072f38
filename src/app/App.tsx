export function App() {
  return <p>Dispatch</p>;
}
