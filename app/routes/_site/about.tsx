export default function Page() {
  return (
    <main id="main">
      <h1>about</h1>
    </main>
  );
}
