import { Button } from '@arco-design/web-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusResult } from './status-result';

export interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (the location, say) a shown error is cleared and the children render again. */
  resetKey?: unknown;
}

interface ChunkErrorBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

const isChunkError = (error: Error) => error.name === 'ChunkLoadError';

/**
 * Catches what a page throws while loading or rendering. A page whose code could not be fetched
 * (lazyPage's ChunkLoadError, often after a deployment or on a bad network) offers a reload.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  state: ChunkErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ChunkErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ChunkErrorBoundaryProps, state: ChunkErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  handleReload = () => window.location.reload();

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkError(error)) return <StatusResult status="error" title="页面出错了" />;
    return (
      <StatusResult
        status="error"
        title="页面加载失败"
        subTitle="网络不稳定或系统已更新，请重新加载页面"
        extra={
          <Button type="primary" onClick={this.handleReload}>
            重新加载
          </Button>
        }
      />
    );
  }
}
