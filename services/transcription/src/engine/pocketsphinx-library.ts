import koffi from 'koffi';

/** The few functions of Debian's libpocketsphinx 5prealpha (and its libsphinxbase) the recognizer calls. */
export interface PocketsphinxLibrary {
  ps_args(): unknown;
  cmd_ln_parse_r(inout: null, definitions: unknown, argc: number, argv: string[], strict: number): unknown;
  cmd_ln_free_r(config: unknown): number;
  ps_init(config: unknown): unknown;
  ps_start_utt(decoder: unknown): number;
  ps_process_raw(
    decoder: unknown,
    data: Int16Array,
    samples: number,
    noSearch: number,
    fullUtt: number,
  ): number;
  ps_get_in_speech(decoder: unknown): number;
  ps_get_hyp(decoder: unknown, score: [number]): string | null;
  ps_end_utt(decoder: unknown): number;
  ps_free(decoder: unknown): number;
}

let library: PocketsphinxLibrary | undefined;

/** Binds the shared libraries once per process (koffi: no compiler, no native build). */
export const pocketsphinxLibrary = (): PocketsphinxLibrary => {
  if (library) return library;
  const ps = koffi.load('libpocketsphinx.so.3');
  const base = koffi.load('libsphinxbase.so.3');
  library = {
    ps_args: ps.func('void *ps_args()'),
    cmd_ln_parse_r: base.func(
      'void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)',
    ),
    cmd_ln_free_r: base.func('int cmd_ln_free_r(void *config)'),
    ps_init: ps.func('void *ps_init(void *config)'),
    ps_start_utt: ps.func('int ps_start_utt(void *ps)'),
    ps_process_raw: ps.func(
      'int ps_process_raw(void *ps, const int16_t *data, size_t n_samples, int no_search, int full_utt)',
    ),
    ps_get_in_speech: ps.func('uint8_t ps_get_in_speech(void *ps)'),
    ps_get_hyp: ps.func('const char *ps_get_hyp(void *ps, _Out_ int32_t *out_best_score)'),
    ps_end_utt: ps.func('int ps_end_utt(void *ps)'),
    ps_free: ps.func('int ps_free(void *ps)'),
  } as PocketsphinxLibrary;
  return library;
};
