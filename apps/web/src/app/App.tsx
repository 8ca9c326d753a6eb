import { StrictMode } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Navigator } from './Navigator.tsx';

export function App() {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Navigator />
      </ErrorBoundary>
    </StrictMode>
  );
}
