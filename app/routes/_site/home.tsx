export default function Page() {
  return (
    <main id="main">
      <h1>home</h1>
    </main>
  );
}
