import { describe, expect, it } from 'vitest';
import { initialFiles, type Manifest } from './routeWeight.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_button.js'] },
  'src/pages/AuthPage.tsx': { file: 'assets/AuthPage.js', imports: ['index.html', '_button.js'] },
  'src/pages/ContactsPage.tsx': { file: 'assets/ContactsPage.js', imports: ['_table.js'] },
  'antd.css': { file: 'assets/antd.css' },
};

describe('initialFiles', () => {
  it('takes the entry, the page and everything they import statically, each once, JavaScript only', () => {
    expect(initialFiles(manifest, 'src/pages/AuthPage.tsx').sort()).toEqual(['assets/AuthPage.js', 'assets/button.js', 'assets/index.js', 'assets/react.js']);
    expect(initialFiles(manifest, 'src/pages/ContactsPage.tsx')).toContain('assets/table.js');
    expect(initialFiles(manifest, 'src/pages/ContactsPage.tsx')).not.toContain('assets/AuthPage.js');
  });

  it('says when the page is not in the build', () => {
    expect(() => initialFiles(manifest, 'src/pages/Missing.tsx')).toThrow('the manifest has no src/pages/Missing.tsx');
  });
});
