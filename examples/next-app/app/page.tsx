import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>Example Coffee</h1>
      <p>Single-origin coffee, 1 kg — €24.90</p>
      <Link href="/checkout">Buy</Link>
    </main>
  );
}
