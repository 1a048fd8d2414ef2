/** The animation area's colour: the stage frame, the WebGL canvases' clear colour, a video's background. */
export const STAGE_BACKGROUND = '#0a1522';
