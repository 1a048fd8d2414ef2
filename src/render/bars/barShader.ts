import { Geometry, GlProgram, Shader, type TextureSource, UniformGroup } from 'pixi.js';
import { DATA_ROWS } from './barData';

/**
 * Each strip of bars (bars, then buckets) is ONE quad over its area, and the fragment shader
 * looks the pixel's bar up in a small data texture; both strips go in one instanced draw. Under
 * software WebGL (SwiftShader, what a slow phone looks like) the costs that limit the frame rate
 * are rasterising many thin triangles (1000 bars of ~1 px: particles or instanced bars ran at
 * 33-44 fps) and per-pixel work; so: two big quads, and a fragment shader of two fetches, a
 * compare and no branches (a branchy version ran at ~42 fps, this one at ~60).
 */
const vertex = `#version 300 es
in vec2 aPosition;
out vec2 vCoord;
flat out float vRow;
flat out float vSlot;
flat out float vBarWidth;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
uniform vec2 uSize;
uniform vec4 uBars;
uniform vec4 uBuckets;

void main() {
  // Instance 0 covers the bars' area (data row 0), instance 1 the buckets' (row 1).
  // area = (count, top, height, unused) in CSS pixels, like Pixi's screen.
  vec4 area = gl_InstanceID == 0 ? uBars : uBuckets;
  vRow = float(gl_InstanceID);
  vSlot = uSize.x / max(area.x, 1.0);
  // A 1 px gap separates bars only while they are wide enough to afford one.
  vBarWidth = vSlot >= 4.0 ? vSlot - 1.0 : vSlot;
  // x in bar slots, y as the fraction of the area above its baseline: both linear, so the
  // rasteriser interpolates them and the fragment shader does no division.
  vCoord = vec2(aPosition.x * area.x, 1.0 - aPosition.y);
  vec2 pos = vec2(aPosition.x * uSize.x, area.y + aPosition.y * area.z);
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(pos, 1.0)).xy, 0.0, 1.0);
}`;

const fragment = `#version 300 es
precision highp float;
in vec2 vCoord;
flat in float vRow;
flat in float vSlot;
flat in float vBarWidth;
out vec4 fragColor;
uniform sampler2D uData;
uniform vec3 uBackground;

void main() {
  float i = floor(vCoord.x);
  vec4 bar = texelFetch(uData, ivec2(int(i), int(vRow)), 0);
  // Height as a 16-bit fraction: red is the high byte, green the low.
  float fraction = dot(bar.rg, vec2(65280.0 / 65535.0, 255.0 / 65535.0));
  vec3 colour = texelFetch(uData, ivec2(int(bar.b * 255.0 + 0.5), ${DATA_ROWS - 1}), 0).rgb;
  float inside = step(vCoord.y, fraction) * step((vCoord.x - i) * vSlot, vBarWidth);
  fragColor = vec4(mix(uBackground, colour, inside), 1.0);
}`;

/** The layout the shaders read; mutate, then the next render uploads it. */
export interface BarUniforms {
  uSize: Float32Array;
  uBars: Float32Array;
  uBuckets: Float32Array;
  uBackground: Float32Array;
}

export function createBarShader(data: TextureSource, background: readonly [number, number, number]): { shader: Shader; uniforms: BarUniforms } {
  const group = new UniformGroup({
    uSize: { value: new Float32Array(2), type: 'vec2<f32>' },
    uBars: { value: new Float32Array(4), type: 'vec4<f32>' },
    uBuckets: { value: new Float32Array(4), type: 'vec4<f32>' },
    uBackground: { value: new Float32Array(background), type: 'vec3<f32>' },
  });
  const shader = new Shader({ glProgram: GlProgram.from({ vertex, fragment, name: 'sort-bars' }), resources: { uData: data, layout: group } });
  return { shader, uniforms: group.uniforms as BarUniforms };
}

/** A unit quad, drawn once per strip (instance 0: bars, 1: buckets). */
export function createStripQuad(): Geometry {
  return new Geometry({
    attributes: { aPosition: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]) },
    indexBuffer: new Uint32Array([0, 1, 2, 0, 2, 3]),
    instanceCount: 1,
  });
}
