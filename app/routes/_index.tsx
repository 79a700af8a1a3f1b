export default function Landing() {
  return <h1 className="page-title">Haven</h1>;
}
