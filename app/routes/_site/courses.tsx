export default function Page() {
  return (
    <main id="main">
      <h1>courses</h1>
    </main>
  );
}
