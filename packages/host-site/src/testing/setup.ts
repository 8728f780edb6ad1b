import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Pages load their chunk and texts on demand; on a shared, busy machine the first one in a file
// can take several seconds to be transformed while the other projects run beside it (a CI run
// saw the first loyalty page miss 5 s), so findBy* waits up to 12 s; it returns as soon as the
// element is there.
configure({ asyncUtilTimeout: 12_000 })

afterEach(() => cleanup())
