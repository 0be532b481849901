/*
 * A stand-in PDF viewer for the Wine tests (scripts/wine/test.sh): the
 * prefix registers it as the program that opens .pdf files, with the
 * command line
 *     "C:\...\viewer.exe" "REPORT" "%1"
 * and it writes the document it was asked to open (%1, as Windows passed
 * it) to REPORT in UTF-8, one line, so that the test knows the window's
 * Print really handed the sheet to the system's viewer. It never ships.
 */
#include <windows.h>
#include <shellapi.h>

int WINAPI wWinMain(HINSTANCE inst, HINSTANCE prev, LPWSTR cmd, int show)
{
    int argc;
    LPWSTR *argv = CommandLineToArgvW(GetCommandLineW(), &argc);
    if (argv == NULL || argc != 3)
        return 2;
    char doc[4 * MAX_PATH];
    int n = WideCharToMultiByte(CP_UTF8, 0, argv[2], -1, doc, sizeof doc - 1, NULL, NULL);
    if (n == 0)
        return 3;
    doc[n - 1] = '\n'; /* the terminating NUL becomes the line's end */
    HANDLE report = CreateFileW(argv[1], GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    if (report == INVALID_HANDLE_VALUE)
        return 4;
    DWORD written;
    BOOL ok = WriteFile(report, doc, (DWORD)n, &written, NULL) && written == (DWORD)n;
    CloseHandle(report);
    return ok ? 0 : 5;
}
