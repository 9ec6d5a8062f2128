import { fitGrid } from './grid-fit';

describe('the grid fitted to its place', () => {
  it('gives one tile the largest size whose 4:3 fits the height, not the whole width', () => {
    // A wide, short place: the height decides (600 px tall at most 3/4 of the width: 800 wide).
    expect(fitGrid(1, 1088, 600, 12)).toEqual({ columns: 1, tileWidth: 800 });
  });

  it('lays four tiles in two rows of two on a desktop, and in one column on a narrow, tall place', () => {
    expect(fitGrid(4, 1060, 700, 12)).toEqual({ columns: 2, tileWidth: 458 });
    expect(fitGrid(4, 366, 900, 12).columns).toBe(1);
  });

  it('keeps every row within the height, whatever the count', () => {
    for (const count of [1, 2, 3, 4, 5, 6]) {
      for (const [width, height] of [
        [1088, 700],
        [930, 520],
        [366, 380],
        [470, 160],
      ] as const) {
        const { columns, tileWidth } = fitGrid(count, width, height, 12);
        const rows = Math.ceil(count / columns);
        expect(columns * tileWidth + (columns - 1) * 12).toBeLessThanOrEqual(width);
        expect(rows * tileWidth * 0.75 + (rows - 1) * 12).toBeLessThanOrEqual(height);
        expect(tileWidth).toBeGreaterThan(0);
      }
    }
  });

  it('answers no size before the place is measured', () => {
    expect(fitGrid(3, 0, 0, 12).tileWidth).toBe(0);
  });
});
