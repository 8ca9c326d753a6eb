// The part of @xmpp/client 0.14 (untyped) the chat tests use.
declare module '@xmpp/client' {
  import type { EventEmitter } from 'node:events';

  export interface Element {
    name: string;
    attrs: Record<string, string | undefined>;
    children: (Element | string)[];
    is(name: string, xmlns?: string): boolean;
    getChild(name: string, xmlns?: string): Element | undefined;
    getChildren(name: string, xmlns?: string): Element[];
    getChildText(name: string, xmlns?: string): string | null;
    getText(): string;
  }

  export function xml(
    name: string,
    attrs?: Record<string, string | undefined>,
    ...children: (Element | string)[]
  ): Element;

  export interface Client extends EventEmitter {
    jid: { toString(): string } | null;
    start(): Promise<unknown>;
    stop(): Promise<unknown>;
    send(element: Element): Promise<void>;
    iqCaller: { request(element: Element, timeout?: number): Promise<Element> };
    reconnect: { stop(): void };
  }

  export function client(options: {
    service: string;
    domain: string;
    username: string;
    password: string;
    resource?: string;
  }): Client;
}
