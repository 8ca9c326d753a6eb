import type { Theme } from '@vigie/contract';
import { useT } from '../../../lib/i18n.ts';
import { RetryList } from '../../../ui/ListState.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useThemeTree } from '../api/get-theme-tree.ts';
import { ThemeLevels, type ThemeNode } from './ThemeLevels.tsx';

/** The theme's own line of descent, for a theme the cached tree does not hold yet. */
function lineage(theme: Theme): ThemeNode {
  const self: ThemeNode = theme;
  const [root, subroot] = [theme.root, theme.subroot];
  if (!root) return self;
  if (!subroot) return { ...root, children: [self] };
  return { ...root, children: [{ ...subroot, children: [self] }] };
}

/** Arborescence: the whole tree of the theme's root, the theme marked in it. */
export function ThemeHierarchyTab({ theme }: { theme: Theme }) {
  const t = useT();
  const tree = useThemeTree();
  if (tree.isPending) return <Spinner label={t('app.loading')} />;
  if (tree.isError) return <RetryList onRetry={() => void tree.refetch()} />;
  const rootId = theme.root?.id ?? theme.id;
  const root = tree.data.find((node) => node.id === rootId) ?? lineage(theme);
  return <ThemeLevels nodes={[root]} label={t('labels.tree')} currentId={theme.id} />;
}
