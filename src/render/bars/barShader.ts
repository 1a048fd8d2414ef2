import { Buffer, BufferUsage, Geometry, GlProgram, Shader, type TextureSource, UniformGroup } from 'pixi.js';
import { DATA_ROWS } from './barData';

/**
 * Each strip of bars (bars, then buckets) is drawn by quads spanning whole columns of its area,
 * and the fragment shader looks the pixel's bar up in a small data texture; all quads go in one
 * instanced draw. A full redraw is one quad per strip; a partial one a quad per range of
 * changed columns (see columnSpans.ts), over a canvas that keeps its last picture. Under
 * software WebGL (SwiftShader, what a slow phone looks like) the costs that limit the frame rate
 * are rasterising many thin triangles (1000 bars of ~1 px: particles or instanced bars ran at
 * 33-44 fps) and per-pixel work; so: two big quads, and a fragment shader of two fetches, a
 * compare and no branches (a branchy version ran at ~42 fps, this one at ~60).
 */
const vertex = `#version 300 es
in vec2 aPosition;
// Per quad: (strip: 0 bars, 1 buckets; first column; column after the last).
in vec3 aSpan;
flat out float vRow;
flat out float vCount;
flat out vec4 vArea;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
// (width, height) in CSS pixels, backing pixels per CSS pixel, and the share of the canvas the
// picture is drawn at (the resolution governor's scale: 1, or smaller from the bottom-left corner).
uniform vec4 uSize;
uniform vec4 uBars;
uniform vec4 uBuckets;

void main() {
  // Strip 0 is the bars' area (data row 0), strip 1 the buckets' (row 1).
  // area = (count, top, height, unused) in CSS pixels, like Pixi's screen.
  vec4 area = aSpan.x < 0.5 ? uBars : uBuckets;
  vRow = aSpan.x;
  vCount = max(area.x, 1.0);
  float slot = uSize.x / vCount;
  // A 1 px gap separates bars only while they are wide enough to afford one.
  float barWidth = slot >= 4.0 ? slot - 1.0 : slot;
  // The strip in backing pixels, as gl_FragCoord counts them (from the canvas's bottom):
  // (slot width, bar width, baseline, height).
  float pixels = uSize.z * uSize.w;
  vArea = vec4(slot, barWidth, uSize.y - area.y - area.z, area.z) * pixels;
  // The quad reaches one backing pixel past its columns on each side: a pixel on a column's
  // edge belongs to the column the fragment shader computes from its own position, so it is
  // covered whichever neighbour changed.
  float x = mix(aSpan.y, aSpan.z, aPosition.x) * slot + (aPosition.x * 2.0 - 1.0) / pixels;
  vec2 pos = vec2(x, area.y + aPosition.y * area.z);
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  // At a reduced scale the picture fills only the canvas's bottom-left corner (the canvas is
  // stretched by CSS to show just that corner): clip space shrinks towards (-1, -1).
  vec2 clip = (mvp * vec3(pos, 1.0)).xy;
  gl_Position = vec4((clip + 1.0) * uSize.w - 1.0, 0.0, 1.0);
}`;

const fragment = `#version 300 es
precision highp float;
flat in float vRow;
flat in float vCount;
flat in vec4 vArea;
out vec4 fragColor;
uniform sampler2D uData;
uniform vec3 uBackground;

void main() {
  // Everything from the pixel's own position, nothing interpolated: a pixel is painted the
  // same by a full redraw and by any partial one.
  float i = clamp(floor(gl_FragCoord.x / vArea.x), 0.0, vCount - 1.0);
  vec4 bar = texelFetch(uData, ivec2(int(i), int(vRow)), 0);
  // Height as a 16-bit fraction: red is the high byte, green the low.
  float fraction = dot(bar.rg, vec2(65280.0 / 65535.0, 255.0 / 65535.0));
  vec3 colour = texelFetch(uData, ivec2(int(bar.b * 255.0 + 0.5), ${DATA_ROWS - 1}), 0).rgb;
  float above = (gl_FragCoord.y - vArea.z) / vArea.w;
  float inside = step(above, fraction) * step(gl_FragCoord.x - i * vArea.x, vArea.y);
  fragColor = vec4(mix(uBackground, colour, inside), 1.0);
}`;

/** The layout the shaders read; mutate, then the next render uploads it. */
export interface BarUniforms {
  /** (width, height) in CSS pixels, the resolution (backing pixels per CSS pixel), and the scale drawn at. */
  uSize: Float32Array;
  uBars: Float32Array;
  uBuckets: Float32Array;
  uBackground: Float32Array;
}

export function createBarShader(data: TextureSource, background: readonly [number, number, number]): { shader: Shader; uniforms: BarUniforms } {
  const group = new UniformGroup({
    uSize: { value: new Float32Array(4), type: 'vec4<f32>' },
    uBars: { value: new Float32Array(4), type: 'vec4<f32>' },
    uBuckets: { value: new Float32Array(4), type: 'vec4<f32>' },
    uBackground: { value: new Float32Array(background), type: 'vec3<f32>' },
  });
  const shader = new Shader({ glProgram: GlProgram.from({ vertex, fragment, name: 'sort-bars' }), resources: { uData: data, layout: group } });
  return { shader, uniforms: group.uniforms as BarUniforms };
}

/** Most quads one frame draws; more changed ranges are merged (columnSpans.ts). */
export const MAX_SPANS = 32;

/** The quads of one draw: set them with `setSpans`, then render. */
export interface SpanQuads {
  geometry: Geometry;
  /** Flattened (strip, first, last) triples; drawn: the first `count`. */
  setSpans(spans: readonly (readonly [strip: 0 | 1, first: number, last: number])[]): void;
}

/** A unit quad instanced once per column range (aSpan), all in one draw call. */
export function createSpanQuads(): SpanQuads {
  const data = new Float32Array(MAX_SPANS * 3);
  const buffer = new Buffer({ data, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST });
  const geometry = new Geometry({
    attributes: {
      aPosition: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
      aSpan: { buffer, format: 'float32x3', instance: true },
    },
    indexBuffer: new Uint32Array([0, 1, 2, 0, 2, 3]),
    instanceCount: 0,
  });
  return {
    geometry,
    setSpans(spans) {
      const count = Math.min(spans.length, MAX_SPANS);
      for (let k = 0; k < count; k++) data.set(spans[k]!, k * 3);
      geometry.instanceCount = count;
      buffer.update();
    },
  };
}
