/** What the build's plugins read of an output chunk (Rolldown's, with Vite's metadata). */
export interface OutputChunkLike {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}
