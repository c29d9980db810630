import { describe, expect, it } from 'vitest';
import { checkAssignment } from '../../../core/index.js';
import { buildSudokuModel, parseLine, SudokuGeometry, SudokuGrid } from '../../../models/sudoku/index.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

describe('buildSudokuModel', () => {
  it('declares one variable per cell, named after it, givens fixed', () => {
    const puzzle = parseLine(PUZZLE);
    const { model, geometry, puzzle: kept } = buildSudokuModel(puzzle);
    expect(kept).toBe(puzzle);
    expect(geometry).toBe(puzzle.geometry);
    expect(model.size).toBe(81);
    expect(model.variables[0]!.name).toBe('r1c1');
    expect(model.variables[80]!.name).toBe('r9c9');
    expect(model.variables[2]!.domain).toMatchObject({ min: 3, max: 3 });
    expect(model.variables[0]!.domain).toMatchObject({ min: 1, max: 9 });
    expect(model.indexOf('r4c7')).toBe(geometry.cellAt(3, 6));
  });

  it('shares one domain object among all empty cells', () => {
    const { model } = buildSudokuModel(parseLine(PUZZLE));
    expect(model.variables[0]!.domain).toBe(model.variables[1]!.domain);
    expect(model.variables[0]!.domain).toBe(model.variables[80]!.domain);
  });

  it('adds one allDifferent per house, named after it', () => {
    const { model, geometry } = buildSudokuModel(new SudokuGrid(SudokuGeometry.fromBox(4, 3)));
    expect(model.constraints).toHaveLength(36);
    expect(model.constraints.every((c) => c.type === 'allDifferent')).toBe(true);
    expect(model.constraints.map((c) => c.name)).toEqual(
      geometry.houses.map((_, h) => geometry.houseName(h)),
    );
    expect(model.constraints[24]).toMatchObject({
      name: 'box 1',
      scope: [0, 1, 2, 3, 12, 13, 14, 15, 24, 25, 26, 27],
    });
  });

  it('accepts exactly the solution as an assignment', () => {
    const { model } = buildSudokuModel(parseLine(PUZZLE));
    expect(checkAssignment(model, parseLine(SOLUTION).cells)).toEqual([]);
    const wrong = parseLine(SOLUTION).cells.slice();
    [wrong[0], wrong[1]] = [wrong[1]!, wrong[0]!];
    expect(checkAssignment(model, wrong)).toEqual([
      'allDifferent "column 1" (#9) is violated',
      'allDifferent "column 2" (#10) is violated',
    ]);
  });

  it('builds the 225×225 model (50,625 variables, 675 constraints)', () => {
    const { model } = buildSudokuModel(new SudokuGrid(SudokuGeometry.fromBox(15, 15)));
    expect([model.size, model.constraints.length]).toEqual([50_625, 675]);
  });
});
