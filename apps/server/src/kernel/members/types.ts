export interface SourceOption {
  code: string;
}
