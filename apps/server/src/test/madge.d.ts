// The part of madge's API the module-cycle check uses (madge ships no types).
declare module 'madge' {
  interface TMadgeResult {
    /** Each file (relative to the base folder) and the files it imports. */
    obj(): Record<string, string[]>;
    /** Each cycle of files, as the files along it. */
    circular(): string[][];
  }
  interface TMadgeConfig {
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    tsConfig?: string;
    detectiveOptions?: Record<string, unknown>;
  }
  export default function madge(path: string | string[], config?: TMadgeConfig): Promise<TMadgeResult>;
}
