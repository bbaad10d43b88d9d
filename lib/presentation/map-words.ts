/** What the Map shows, in words: "5 claims, 10 names and 6 sources, with 21 connections between them". */
import type { GraphNode } from '../engine/schemas';
import { count } from './plural';

/** The map's contents by kind of node, and its connections, instead of "21 nodes, 21 links". */
export function mapSummary(nodes: readonly Pick<GraphNode, 'type'>[], connections: number): string {
  const of = (type: GraphNode['type']) => nodes.filter((node) => node.type === type).length;
  const parts = [
    count(of('claim'), 'claim'),
    count(of('entity'), 'person, place or thing', 'people, places and things'),
    count(of('source'), 'source'),
  ].filter((part) => !part.startsWith('0 '));
  const listed =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return `${listed}, with ${count(connections, 'connection')} between them`;
}
