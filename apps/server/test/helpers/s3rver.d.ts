// The part of s3rver 3 (untyped), an S3-compatible server in Node, the file store tests use.
declare module 's3rver' {
  interface S3rverOptions {
    address: string;
    /** 0 picks a free port; run() answers the one taken. */
    port: number;
    silent: boolean;
    directory: string;
    configureBuckets: { name: string; configs: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
