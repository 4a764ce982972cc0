/** Where `npm start` keeps the mock store and uploaded files between runs. */
export const DATA_DIR = '.data';
