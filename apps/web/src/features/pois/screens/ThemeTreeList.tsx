import { useMemo } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { EmptyList, RetryList } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useActiveIds } from '../api/follow-item.ts';
import { useThemeTree } from '../api/get-theme-tree.ts';
import { ThemeLevels, type ThemeNode } from '../components/ThemeLevels.tsx';
import { useUpdateMode } from '../update-mode.ts';

/** The nodes that are active or hold an active theme below them, so an active leaf keeps its path. */
function keepActive(nodes: readonly ThemeNode[], active: ReadonlySet<string>): ThemeNode[] {
  return nodes.flatMap((node) => {
    const children = keepActive(node.children ?? [], active);
    return active.has(node.id) || children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Explorer's Thèmes: roots, sub-roots and leaves as nested lists, each opening its theme. */
export function ThemeTreeList() {
  const t = useT();
  const tree = useThemeTree();
  const update = useUpdateMode();
  const activeOnly = update !== null && !update.showAll;
  const activeIds = useActiveIds('theme', activeOnly);
  const shown = useMemo(
    () => (tree.data && activeOnly ? keepActive(tree.data, activeIds ?? new Set()) : tree.data),
    [tree.data, activeOnly, activeIds],
  );
  if (tree.isPending) return <Spinner label={t('app.loading')} />;
  if (!shown) return <RetryList onRetry={() => void tree.refetch()} />;
  if (shown.length === 0) return <EmptyList />;
  return <ThemeLevels nodes={shown} label={t('labels.themes')} />;
}
