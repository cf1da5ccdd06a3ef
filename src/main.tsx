import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startServiceWorker } from './pwa/update-store';

function Placeholder() {
  return <main><h1>Exactly</h1><p>The app is on its way.</p></main>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);

startServiceWorker();
