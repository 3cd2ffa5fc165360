export default function Page() {
  return (
    <main id="main">
      <h1>news detail</h1>
    </main>
  );
}
