import type { AreaProps } from '@canstring/client';
import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { AreaRoot } from './area-lifecycles';
import { UiProvider } from './provider';
import { fakeGateway } from './test-support/fake-gateway';

/** The style sheets of page-wide styles (emotion's global sheets), and the rules they hold. */
const pageStyleSheets = () => Array.from(document.querySelectorAll('style[data-emotion="css-global"]'));
const pageStyleRules = () =>
  pageStyleSheets().reduce(
    (count, style) => count + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
    0,
  );

describe('the page-wide styles', () => {
  it("are added once for a page's first root, and not again for an area's root inside it", () => {
    render(<UiProvider>shell</UiProvider>);
    const sheets = pageStyleSheets().length;
    const rules = pageStyleRules();
    expect(sheets).toBeGreaterThan(0);
    expect(rules).toBeGreaterThan(0);

    render(
      <UiProvider pageStyles={false}>
        <Button data-testid="area-button" colorPalette="brand">
          Area
        </Button>
      </UiProvider>,
    );
    expect(pageStyleSheets()).toHaveLength(sheets);
    expect(pageStyleRules()).toBe(rules);
    // The area's components are still styled by the product's system.
    expect(screen.getByTestId('area-button').className).toMatch(/^chakra-button css-\w+/);
  });

  it("are added by an area's root on a page of its own (a remote's standalone page)", () => {
    const props = { apolloClient: fakeGateway({}).client } as unknown as AreaProps;
    render(<AreaRoot Area={() => <p data-testid="area-alone">Area</p>} pageStyles {...props} />);
    expect(screen.getByTestId('area-alone')).toBeTruthy();
    expect(pageStyleSheets().length).toBeGreaterThan(0);
    expect(pageStyleRules()).toBeGreaterThan(0);
  });
});
