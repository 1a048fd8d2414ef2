/**
 * The least a frame that changes most bars can cost under software WebGL: a canvas of the sort
 * stage's size (and the product's context attributes, preserveDrawingBuffer included) whose
 * 1000 bars are redrawn whole every frame — one small data-texture upload and one full-canvas
 * quad with a two-fetch fragment shader, and no other work on the page. The stress and Fastest
 * rows change most columns every frame, so the sort page cannot beat this at the same scale.
 * `?scale=0.5` draws half the pixels (what the resolution governor does), stretched by CSS.
 */
import { exposeFrameLoop } from './frameLoop';

const BARS = 1000;
const scale = Number(new URLSearchParams(window.location.search).get('scale') ?? '1');
const canvas = document.getElementById('gl') as HTMLCanvasElement;
canvas.width = Math.round(1210 * scale);
canvas.height = Math.round(400 * scale);
const gl = canvas.getContext('webgl2', {
  alpha: false,
  antialias: false,
  depth: false,
  stencil: false,
  preserveDrawingBuffer: true,
}) as WebGL2RenderingContext;

const vertex = `#version 300 es
in vec2 aPosition;
void main() { gl_Position = vec4(aPosition, 0.0, 1.0); }`;
const fragment = `#version 300 es
precision highp float;
uniform sampler2D uData;
uniform vec2 uSize;
out vec4 fragColor;
void main() {
  float i = floor(gl_FragCoord.x / uSize.x * ${BARS}.0);
  vec4 bar = texelFetch(uData, ivec2(int(i), 0), 0);
  float inside = step(gl_FragCoord.y / uSize.y, bar.r);
  fragColor = vec4(mix(vec3(0.04, 0.08, 0.13), vec3(0.31, 0.76, 0.97), inside), 1.0);
}`;

function compile(type: number, source: string): WebGLShader {
  const shader = gl.createShader(type) as WebGLShader;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return shader;
}
const program = gl.createProgram() as WebGLProgram;
gl.attachShader(program, compile(gl.VERTEX_SHADER, vertex));
gl.attachShader(program, compile(gl.FRAGMENT_SHADER, fragment));
gl.bindAttribLocation(program, 0, 'aPosition');
gl.linkProgram(program);
gl.useProgram(program);
gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
gl.enableVertexAttribArray(0);
gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
gl.uniform2f(gl.getUniformLocation(program, 'uSize'), canvas.width, canvas.height);
gl.viewport(0, 0, canvas.width, canvas.height);

const heights = new Uint8Array(BARS * 4);
let frames = 0;

exposeFrameLoop(() => {
  frames++;
  for (let i = 0; i < BARS; i++) heights[i * 4] = (i * 37 + frames * 13) & 255;
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, BARS, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, heights);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
});
