import {
  type KyselyPlugin,
  LimitNode,
  OffsetNode,
  type OperationNode,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueNode,
} from 'kysely';

/** A row count given as a parameter, written into the text instead; undefined for anything else. */
const writtenCount = (node: OperationNode): ValueNode | undefined =>
  ValueNode.is(node) && typeof node.value === 'number' ? ValueNode.createImmediate(node.value) : undefined;

class LiteralWriter extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return typeof node.value === 'boolean' ? ValueNode.createImmediate(node.value) : node;
  }

  protected override transformLimit(node: LimitNode): LimitNode {
    const limit = writtenCount(node.limit);
    return limit ? LimitNode.create(limit) : super.transformLimit(node);
  }

  protected override transformOffset(node: OffsetNode): OffsetNode {
    const offset = writtenCount(node.offset);
    return offset ? OffsetNode.create(offset) : super.transformOffset(node);
  }
}

/**
 * Writes flags, row limits and offsets into the SQL text instead of passing them as parameters, so that a
 * prepared statement's generic plan is as good as a custom one: a plan made for any `is_published` cannot
 * use the partial index `posts_feed_public` (WHERE is_published AND NOT confidential), nor can one made
 * for any LIMIT stop early, nor know where an OFFSET ends a window. PostgreSQL then plans each feed
 * statement once per connection instead of on every call, where planning cost as much as running it. A
 * flag has two values and pages a few sizes, so the statements stay few.
 */
export class PlanShapingLiterals implements KyselyPlugin {
  readonly #writer = new LiteralWriter();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#writer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
