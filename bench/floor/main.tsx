// The floor of the benchmark (docs/performance.md): the smallest honest React 19 + Router 7
// sign-in page, client-rendered as `npm create vite` would make it, with the same logo, title
// and form as Dispatch's /login. bench/floor.mjs builds it with Vite into a temporary directory
// and section 2 measures it beside Dispatch in the same run.
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import './floor.css';

function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(email && password ? 'Signed in.' : 'Enter your email and password.');
  };
  return (
    <main className="login">
      <img src="/logo.svg" alt="" width={72} height={72} />
      <h1>Sign in</h1>
      <p>Sign in to see today's deliveries.</p>
      <form onSubmit={onSubmit} noValidate>
        <label>
          Email
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Password
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {message && <p role="status">{message}</p>}
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
