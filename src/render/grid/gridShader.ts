import { Geometry, GlProgram, Shader, type TextureSource, UniformGroup } from 'pixi.js';

/**
 * The whole grid is ONE quad; the fragment shader finds its pixel's cell, fetches the cell's
 * state byte and then its colour from the palette row, and draws a 1 px line at each cell's
 * top-left edge. Two fetches and no branches, as for the bars (see bars/barShader.ts).
 */
const vertex = `#version 300 es
in vec2 aPosition;
out vec2 vCell;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
uniform vec4 uSquare;
uniform vec2 uCells;

void main() {
  // uSquare = (left, top, side, unused) in CSS pixels; vCell runs 0..columns, 0..rows.
  vCell = aPosition * uCells;
  vec2 pos = uSquare.xy + aPosition * uSquare.z;
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(pos, 1.0)).xy, 0.0, 1.0);
}`;

const fragment = `#version 300 es
precision highp float;
in vec2 vCell;
out vec4 fragColor;
uniform sampler2D uData;
uniform vec2 uCells;
uniform vec4 uSquare;
uniform vec3 uLine;

void main() {
  vec2 cell = min(floor(vCell), uCells - 1.0);
  float state = texelFetch(uData, ivec2(cell), 0).r * 255.0 + 0.5;
  vec3 colour = texelFetch(uData, ivec2(int(state), int(uCells.y)), 0).rgb;
  // Pixels from the cell's top-left corner: the first one is the grid line.
  vec2 inCell = (vCell - cell) * (uSquare.z / uCells);
  float line = max(step(inCell.x, 1.0), step(inCell.y, 1.0));
  fragColor = vec4(mix(colour, uLine, line), 1.0);
}`;

export interface GridUniforms {
  uSquare: Float32Array;
  uCells: Float32Array;
  uLine: Float32Array;
}

export function createGridShader(data: TextureSource, line: readonly [number, number, number]): { shader: Shader; uniforms: GridUniforms } {
  const group = new UniformGroup({
    uSquare: { value: new Float32Array(4), type: 'vec4<f32>' },
    uCells: { value: new Float32Array(2), type: 'vec2<f32>' },
    uLine: { value: new Float32Array(line), type: 'vec3<f32>' },
  });
  const shader = new Shader({ glProgram: GlProgram.from({ vertex, fragment, name: 'search-grid' }), resources: { uData: data, layout: group } });
  return { shader, uniforms: group.uniforms as GridUniforms };
}

export function createGridQuad(): Geometry {
  return new Geometry({
    attributes: { aPosition: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]) },
    indexBuffer: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
}
