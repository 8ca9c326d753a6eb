import { Component, type ReactNode } from 'react';
import { useT } from '../lib/i18n.ts';
import { RetryList } from './ListState.tsx';

interface State {
  failed: boolean;
  /** The resetKey the children last rendered for. */
  shownFor?: string | undefined;
}

interface Props {
  /** A new value (the next screen) clears the failure: the tab's other screens stay reachable. */
  resetKey?: string;
  children: ReactNode;
}

/**
 * A screen that throws while rendering (a malformed answer) shows the generic error and a reload instead of
 * blanking everything around it. React reports the error to `onCaughtError` (main.tsx), which logs it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps({ resetKey }: Props, { failed, shownFor }: State): Partial<State> | null {
    if (!failed) return { shownFor: resetKey };
    return shownFor === resetKey ? null : { failed: false, shownFor: resetKey };
  }

  override render() {
    return this.state.failed ? <RenderFailure /> : this.props.children;
  }
}

function RenderFailure() {
  const t = useT();
  return (
    <main>
      <RetryList message={t('app.error')} action={t('app.reload')} onRetry={() => window.location.reload()} />
    </main>
  );
}
