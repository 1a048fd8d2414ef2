/**
 * Stops and restarts the intro's changing words (WCAG 2.2.2). A plain button with a drawn icon:
 * the home route's JavaScript has a budget (issue 14, goal 5), and an icon package is not needed
 * for two shapes. aria-pressed says whether the words are held.
 */
export function PauseWordsButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="pause-words"
      aria-label="Pause the changing words"
      aria-pressed={paused}
      title={paused ? 'Play the changing words' : 'Pause the changing words'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={paused ? 'M4 2.5v11l9-5.5z' : 'M4 2.5h3v11H4zM9 2.5h3v11H9z'} />
      </svg>
    </button>
  );
}
