export default function Page() {
  return (
    <main id="main">
      <h1>contact</h1>
    </main>
  );
}
