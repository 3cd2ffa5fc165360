export default function Page() {
  return (
    <main id="main">
      <h1>policies</h1>
    </main>
  );
}
