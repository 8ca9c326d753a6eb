import { StrictMode } from 'react';
import { Navigator } from './Navigator.tsx';

export function App() {
  return (
    <StrictMode>
      <Navigator />
    </StrictMode>
  );
}
