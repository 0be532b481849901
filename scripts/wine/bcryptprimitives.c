/*
 * A stand-in for Windows' bcryptprimitives.dll, for the test machine's Wine
 * only: Debian's Wine 8 lacks it, and the Go runtime (1.24 and later) calls
 * its ProcessPrng for random bytes at start-up. Windows 10 and 11 have the
 * real one; this never ships. ProcessPrng fills the buffer through
 * RtlGenRandom (advapi32's SystemFunction036), which Wine has.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG n = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, n))
            return FALSE;
        data += n;
        length -= n;
    }
    return TRUE;
}
