import { Buffer, BufferUsage, Geometry, GlProgram, Shader, type TextureSource, UniformGroup } from 'pixi.js';
import type { CellRect } from './cellRects';

/**
 * The grid is drawn by quads over rectangles of cells (the whole square, or the rows of cells
 * that changed, over a canvas that keeps its picture), all in one instanced draw. The fragment
 * shader finds its pixel's cell from the pixel's own position, fetches the cell's state byte and
 * then its colour from the palette row, and draws a 1 px line at each cell's top-left edge:
 * two fetches, no branches, and nothing interpolated, so a pixel is painted the same by a full
 * redraw and by any partial one (see bars/barShader.ts for the same reasoning).
 */
const vertex = `#version 300 es
in vec2 aPosition;
// Per quad: (first column, first row, column after the last, row after the last).
in vec4 aRect;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
// (left, top, side, unused) of the grid's square, in CSS pixels.
uniform vec4 uSquare;
uniform vec2 uCells;
// (width, height) of the canvas in backing pixels, and backing pixels per CSS pixel.
uniform vec3 uSize;

void main() {
  vec2 cell = uSquare.z / uCells;
  // One backing pixel past the cells on each side: a pixel on an edge belongs to the cell the
  // fragment shader computes from its position, so it is covered whichever neighbour changed.
  // Never past the square: outside it is the background a full redraw cleared.
  float pad = 1.0 / uSize.z;
  vec2 lo = max(uSquare.xy + aRect.xy * cell - pad, uSquare.xy);
  vec2 hi = min(uSquare.xy + aRect.zw * cell + pad, uSquare.xy + uSquare.z);
  vec2 pos = mix(lo, hi, aPosition);
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(pos, 1.0)).xy, 0.0, 1.0);
}`;

const fragment = `#version 300 es
precision highp float;
out vec4 fragColor;
uniform sampler2D uData;
uniform vec4 uSquare;
uniform vec2 uCells;
uniform vec3 uSize;
uniform vec3 uLine;

void main() {
  // The pixel's centre in CSS pixels from the canvas's top-left (gl_FragCoord counts from the bottom).
  vec2 css = vec2(gl_FragCoord.x, uSize.y - gl_FragCoord.y) / uSize.z;
  vec2 at = (css - uSquare.xy) * (uCells / uSquare.z);
  vec2 cell = clamp(floor(at), vec2(0.0), uCells - 1.0);
  float state = texelFetch(uData, ivec2(cell), 0).r * 255.0 + 0.5;
  vec3 colour = texelFetch(uData, ivec2(int(state), int(uCells.y)), 0).rgb;
  // CSS pixels from the cell's top-left corner: the first one is the grid line.
  vec2 inCell = (at - cell) * (uSquare.z / uCells);
  float line = max(step(inCell.x, 1.0), step(inCell.y, 1.0));
  fragColor = vec4(mix(colour, uLine, line), 1.0);
}`;

export interface GridUniforms {
  uSquare: Float32Array;
  uCells: Float32Array;
  uSize: Float32Array;
  uLine: Float32Array;
}

export function createGridShader(data: TextureSource, line: readonly [number, number, number]): { shader: Shader; uniforms: GridUniforms } {
  const group = new UniformGroup({
    uSquare: { value: new Float32Array(4), type: 'vec4<f32>' },
    uCells: { value: new Float32Array(2), type: 'vec2<f32>' },
    uSize: { value: new Float32Array(3), type: 'vec3<f32>' },
    uLine: { value: new Float32Array(line), type: 'vec3<f32>' },
  });
  const shader = new Shader({ glProgram: GlProgram.from({ vertex, fragment, name: 'search-grid' }), resources: { uData: data, layout: group } });
  return { shader, uniforms: group.uniforms as GridUniforms };
}

/** Most rectangles one frame draws; more changes redraw the whole square (cellRects.ts). */
export const MAX_RECTS = 64;

/** The quads of one draw: set them with `setRects`, then render. */
export interface RectQuads {
  geometry: Geometry;
  setRects(rects: readonly CellRect[]): void;
}

/** A unit quad instanced once per rectangle of cells (aRect), all in one draw call. */
export function createRectQuads(): RectQuads {
  const data = new Float32Array(MAX_RECTS * 4);
  const buffer = new Buffer({ data, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST });
  const geometry = new Geometry({
    attributes: {
      aPosition: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
      aRect: { buffer, format: 'float32x4', instance: true },
    },
    indexBuffer: new Uint32Array([0, 1, 2, 0, 2, 3]),
    instanceCount: 0,
  });
  return {
    geometry,
    setRects(rects) {
      const count = Math.min(rects.length, MAX_RECTS);
      for (let k = 0; k < count; k++) data.set(rects[k]!, k * 4);
      geometry.instanceCount = count;
      buffer.update();
    },
  };
}
