/** A directed graph: each node and the nodes it points to. */
export type Graph = ReadonlyMap<string, readonly string[]>;

/**
 * The graph's strongly connected components (Tarjan's algorithm): the groups of nodes that each reach
 * one another. A group of two or more nodes, or one node pointing to itself, is a cycle.
 */
export const stronglyConnectedComponents = (graph: Graph): string[][] => {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    order.set(node, order.size);
    lowest.set(node, order.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node) as number, lowest.get(next) as number));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node) as number, order.get(next) as number));
      }
    }
    if (lowest.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component);
  };

  for (const node of graph.keys()) {
    if (!order.has(node)) visit(node);
  }
  return components;
};

/** The cycles of a graph: its components of two or more nodes, and its nodes that point to themselves. */
export const cyclesOf = (graph: Graph): string[][] =>
  stronglyConnectedComponents(graph)
    .filter(
      (component) =>
        component.length > 1 || graph.get(component[0] as string)?.includes(component[0] as string),
    )
    .map((component) => [...component].sort());
