import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Pages load their chunk and texts on demand; on a shared, busy machine the first one in a file
// can take over a second to be transformed, so findBy* waits up to 5 s (it returns as soon as
// the element is there).
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())
