export default function Page() {
  return (
    <main id="main">
      <h1>news</h1>
    </main>
  );
}
