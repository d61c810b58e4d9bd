; cc-desktop for Windows: a per-user installer (no administrator rights) around the PyInstaller
; one-folder bundle dist\cc-desktop\ built on Windows with packaging\cc-desktop.spec.
;
;   makensis /DVERSION=0.1.0 packaging\windows\cc-desktop.nsi
;
; defines (all optional): VERSION; DIST, the bundle folder (default ..\dist\cc-desktop, relative
; to this file); OUTFILE (default ..\dist\cc-desktop-<VERSION>-setup.exe).
; It installs to %LOCALAPPDATA%\Programs\cc-desktop, adds a Start-menu shortcut, opens .ccgame
; saves with the game (HKCU\Software\Classes) and registers an uninstaller in "Apps" that removes
; all of it.  Saved games and settings in the user's folders stay.
; UNVERIFIED on Windows: compiled on Linux against a placeholder bundle only
; (packaging/windows/check-nsis.sh); .github/workflows/installers.yml builds the real one.
;
; The installer itself is a 32-bit (x86-unicode) program, the only kind the official NSIS
; distribution (what the Windows CI runner has) can make: it has no amd64 stubs.  It installs
; the 64-bit game, so it refuses to run on 32-bit Windows (${RunningX64}) and on Windows older
; than 10, and uses the 64-bit registry view (SetRegView 64).  It needs no file-system
; redirection switch (DisableX64FSRedirection): WOW64 redirects System32 ($SYSDIR), and a 32-bit
; installer's $PROGRAMFILES is the x86 folder, but it uses neither: only $LOCALAPPDATA,
; $SMPROGRAMS and HKCU, which are the same for 32- and 64-bit programs.

Unicode true
ManifestDPIAware true

!ifndef VERSION
  !define VERSION "0.0.0"
!endif
!ifndef DIST
  !define DIST "..\dist\cc-desktop"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\dist\cc-desktop-${VERSION}-setup.exe"
!endif

!define APP "cc-desktop"
!define EXE "cc-desktop.exe"
!define PROGID "cc-desktop.ccgame"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\cc-desktop"

Name "${APP}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\cc-desktop"
InstallDirRegKey HKCU "Software\cc-desktop" "InstallDir"
SetCompressor /SOLID lzma
ShowInstDetails show
ShowUninstDetails show
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=1033 "LegalCopyright" "the cc-desktop developers"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"
!include "WinVer.nsh"

!define MUI_ICON "..\..\resources\icons\cc-desktop.ico"
!define MUI_UNICON "..\..\resources\icons\cc-desktop.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; the installer speaks the languages the game does, by the system's language
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Greek"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Hungarian"
; the messages of .onInit in those languages (a UTF-8 file)
!include /CHARSET=UTF8 "messages.nsh"

Function .onInit
  ; the game is a 64-bit program: a clear refusal on 32-bit Windows (silent installs: exit code 2)
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "$(MSG_NEEDS_64BIT)" /SD IDOK
    Abort
  ${EndIf}
  ${IfNot} ${AtLeastWin10}
    MessageBox MB_OK|MB_ICONSTOP "$(MSG_NEEDS_WIN10)" /SD IDOK
    Abort
  ${EndIf}
  ; the 64-bit registry view, the one the game and Explorer use (the keys written here,
  ; HKCU\Software\Classes\.ccgame, the ProgID and the Uninstall key, are shared by both
  ; views since Windows 7; the explicit view does not depend on that)
  SetRegView 64
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  ${If} ${RunningX64}
    SetRegView 64
  ${EndIf}
FunctionEnd

Section "cc-desktop" SecMain
  SetOutPath "$INSTDIR"
  ; an update replaces the old bundle completely
  RMDir /r "$INSTDIR\_internal"
  File /r "${DIST}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu
  CreateShortcut "$SMPROGRAMS\cc-desktop.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; .ccgame saves open with the game (per user: HKCU\Software\Classes)
  WriteRegStr HKCU "Software\Classes\.ccgame" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.ccgame" "Content Type" "application/x-ccgame"
  WriteRegStr HKCU "Software\Classes\.ccgame\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "cc-desktop saved game"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'

  ; Settings > Apps: name, version, size and the uninstaller
  WriteRegStr HKCU "Software\cc-desktop" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "cc-desktop"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "the cc-desktop developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"

  ; tell Explorer the associations changed (SHCNE_ASSOCCHANGED)
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\cc-desktop.lnk"

  ; the association, only if .ccgame still points at us
  ReadRegStr $0 HKCU "Software\Classes\.ccgame" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.ccgame"
  DeleteRegValue HKCU "Software\Classes\.ccgame\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.ccgame\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.ccgame"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\cc-desktop"

  ; our files only: never RMDir /r the install folder itself (it may have been chosen by hand)
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  RMDir "$LOCALAPPDATA\Programs"  ; only if the install made it and nothing else is in it

  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
