export default function Page() {
  return (
    <main id="main">
      <h1>apply course</h1>
    </main>
  );
}
