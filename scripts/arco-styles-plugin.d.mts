import type { Plugin } from 'vite';

export function arcoComponentsOf(code: string): string[];
export function arcoComponentStyles(): Plugin;
export function arcoStylesOf(name: string, seen?: Set<string>): string[];
