import { describe, expect, it } from 'vitest';
import { MIN_CAP_OPERATIONS, OperationCap } from './operationCap';

describe('OperationCap', () => {
  it('leaves Fastest uncapped while frames are on time', () => {
    const cap = new OperationCap();
    for (let i = 0; i < 20; i++) cap.update(16.7, 5000);
    expect(cap.operations).toBe(Number.POSITIVE_INFINITY);
  });

  it('halves what a long frame applied, and again at each long frame, down to its floor', () => {
    const cap = new OperationCap();
    cap.update(33.3, 2000);
    expect(cap.operations).toBe(1000);
    cap.update(33.3, 1000);
    expect(cap.operations).toBe(500);
    for (let i = 0; i < 20; i++) cap.update(50, cap.operations);
    expect(cap.operations).toBe(MIN_CAP_OPERATIONS);
  });

  it('grows back while frames that used all of it are on time', () => {
    const cap = new OperationCap();
    cap.update(33.3, 400);
    expect(cap.operations).toBe(200);
    cap.update(16.7, 200);
    expect(cap.operations).toBeGreaterThan(200);
    for (let i = 0; i < 100; i++) cap.update(16.7, cap.operations);
    expect(cap.operations).toBeGreaterThan(10_000);
  });

  it('does not grow on frames that applied less than it allowed (the run was ending, or the stream had not arrived)', () => {
    const cap = new OperationCap();
    cap.update(33.3, 400);
    for (let i = 0; i < 10; i++) cap.update(16.7, 50);
    expect(cap.operations).toBe(200);
  });

  it('ignores frames that applied nothing: a long reload frame says nothing about drawing operations', () => {
    const cap = new OperationCap();
    cap.update(33.3, 400);
    cap.update(120, 0);
    expect(cap.operations).toBe(200);
  });

  it('holds on a frame between on time and long', () => {
    const cap = new OperationCap();
    cap.update(33.3, 400);
    cap.update(17.8, 200);
    expect(cap.operations).toBe(200);
  });
});
