<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Our Greek translation of the Qt strings the program shows (Qt ships none for Greek): the standard
     buttons, message box details, the edit and spin box context menus, the file dialog.  Written from
     the source texts of Qt's own qtbase translations by resources/i18n (see README); compile with
     pyside6-lrelease resources/i18n/qt_el.ts -qm resources/i18n/qt_el.qm -->
<TS version="2.1" language="el">
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Ναι</translation>
        </message>
        <message>
            <source>&amp;No</source>
            <translation>Ό&amp;χι</translation>
        </message>
        <message>
            <source>Abort</source>
            <translation>Ματαίωση</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Εφαρμογή</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Ακύρωση</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Κλείσιμο</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Απόρριψη</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Βοήθεια</translation>
        </message>
        <message>
            <source>Ignore</source>
            <translation>Παράβλεψη</translation>
        </message>
        <message>
            <source>N&amp;o to All</source>
            <translation>Ό&amp;χι σε όλα</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Άνοιγμα</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Επαναφορά</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Επαναφορά προεπιλογών</translation>
        </message>
        <message>
            <source>Retry</source>
            <translation>Επανάληψη</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Αποθήκευση</translation>
        </message>
        <message>
            <source>Save All</source>
            <translation>Αποθήκευση όλων</translation>
        </message>
        <message>
            <source>Yes to &amp;All</source>
            <translation>Ναι σε ό&amp;λα</translation>
        </message>
    </context>
    <context>
        <name>QDialogButtonBox</name>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>QMessageBox</name>
        <message>
            <source>Show Details...</source>
            <translation>Εμφάνιση λεπτομερειών...</translation>
        </message>
        <message>
            <source>Hide Details...</source>
            <translation>Απόκρυψη λεπτομερειών...</translation>
        </message>
    </context>
    <context>
        <name>QLineEdit</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Αναίρεση</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Ε&amp;πανάληψη</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Απο&amp;κοπή</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>Α&amp;ντιγραφή</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Επικόλληση</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Διαγραφή</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Επιλογή όλων</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Αντιγραφή θέσης &amp;συνδέσμου</translation>
        </message>
    </context>
    <context>
        <name>QWidgetTextControl</name>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Αναίρεση</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>Ε&amp;πανάληψη</translation>
        </message>
        <message>
            <source>Cu&amp;t</source>
            <translation>Απο&amp;κοπή</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>Α&amp;ντιγραφή</translation>
        </message>
        <message>
            <source>&amp;Paste</source>
            <translation>&amp;Επικόλληση</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Διαγραφή</translation>
        </message>
        <message>
            <source>Select All</source>
            <translation>Επιλογή όλων</translation>
        </message>
        <message>
            <source>Copy &amp;Link Location</source>
            <translation>Αντιγραφή θέσης &amp;συνδέσμου</translation>
        </message>
    </context>
    <context>
        <name>QAbstractSpinBox</name>
        <message>
            <source>&amp;Select All</source>
            <translation>&amp;Επιλογή όλων</translation>
        </message>
        <message>
            <source>&amp;Step up</source>
            <translation>&amp;Βήμα πάνω</translation>
        </message>
        <message>
            <source>Step &amp;down</source>
            <translation>Βήμα &amp;κάτω</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
            <translation>%1
Ο φάκελος δεν βρέθηκε.
Ελέγξτε ότι δόθηκε το σωστό όνομα φακέλου.</translation>
        </message>
        <message>
            <source>%1
File not found.
Please verify the correct file name was given.</source>
            <translation>%1
Το αρχείο δεν βρέθηκε.
Ελέγξτε ότι δόθηκε το σωστό όνομα αρχείου.</translation>
        </message>
        <message>
            <source>%1 File</source>
            <translation>Αρχείο %1</translation>
        </message>
        <message>
            <source>%1 already exists.
Do you want to replace it?</source>
            <translation>Το %1 υπάρχει ήδη.
Να αντικατασταθεί;</translation>
        </message>
        <message>
            <source>&amp;Choose</source>
            <translation>&amp;Επιλογή</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Διαγραφή</translation>
        </message>
        <message>
            <source>&amp;New Folder</source>
            <translation>&amp;Νέος φάκελος</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>&amp;Άνοιγμα</translation>
        </message>
        <message>
            <source>&amp;Rename</source>
            <translation>&amp;Μετονομασία</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Αποθήκευση</translation>
        </message>
        <message>
            <source>'%1' is write protected.
Do you want to delete it anyway?</source>
            <translation>Το «%1» προστατεύεται από εγγραφή.
Να διαγραφεί παρ' όλα αυτά;</translation>
        </message>
        <message>
            <source>Alias</source>
            <translation>Ψευδώνυμο</translation>
        </message>
        <message>
            <source>All Files (*)</source>
            <translation>Όλα τα αρχεία (*)</translation>
        </message>
        <message>
            <source>All files (*)</source>
            <translation>Όλα τα αρχεία (*)</translation>
        </message>
        <message>
            <source>Alt+Left</source>
            <translation>Alt+Left</translation>
        </message>
        <message>
            <source>Alt+Right</source>
            <translation>Alt+Right</translation>
        </message>
        <message>
            <source>Alt+Up</source>
            <translation>Alt+Up</translation>
        </message>
        <message>
            <source>Are you sure you want to delete '%1'?</source>
            <translation>Να διαγραφεί σίγουρα το «%1»;</translation>
        </message>
        <message>
            <source>Back</source>
            <translation>Πίσω</translation>
        </message>
        <message>
            <source>Change to detail view mode</source>
            <translation>Προβολή λεπτομερειών</translation>
        </message>
        <message>
            <source>Change to list view mode</source>
            <translation>Προβολή λίστας</translation>
        </message>
        <message>
            <source>Could not delete directory.</source>
            <translation>Ο φάκελος δεν μπόρεσε να διαγραφεί.</translation>
        </message>
        <message>
            <source>Create New Folder</source>
            <translation>Δημιουργία νέου φακέλου</translation>
        </message>
        <message>
            <source>Create a New Folder</source>
            <translation>Δημιουργία νέου φακέλου</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Διαγραφή</translation>
        </message>
        <message>
            <source>Detail View</source>
            <translation>Λεπτομέρειες</translation>
        </message>
        <message>
            <source>Directories</source>
            <translation>Φάκελοι</translation>
        </message>
        <message>
            <source>Directory:</source>
            <translation>Φάκελος:</translation>
        </message>
        <message>
            <source>Drive</source>
            <translation>Μονάδα δίσκου</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Αρχείο</translation>
        </message>
        <message>
            <source>File &amp;name:</source>
            <translation>Ό&amp;νομα αρχείου:</translation>
        </message>
        <message>
            <source>File Folder</source>
            <translation>Φάκελος αρχείων</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Αρχεία</translation>
        </message>
        <message>
            <source>Files of type:</source>
            <translation>Αρχεία τύπου:</translation>
        </message>
        <message>
            <source>Find Directory</source>
            <translation>Εύρεση φακέλου</translation>
        </message>
        <message>
            <source>Folder</source>
            <translation>Φάκελος</translation>
        </message>
        <message>
            <source>Forward</source>
            <translation>Εμπρός</translation>
        </message>
        <message>
            <source>Go back</source>
            <translation>Πίσω</translation>
        </message>
        <message>
            <source>Go forward</source>
            <translation>Εμπρός</translation>
        </message>
        <message>
            <source>Go to the parent directory</source>
            <translation>Μετάβαση στον γονικό φάκελο</translation>
        </message>
        <message>
            <source>List View</source>
            <translation>Λίστα</translation>
        </message>
        <message>
            <source>List of places and bookmarks</source>
            <translation>Τοποθεσίες και σελιδοδείκτες</translation>
        </message>
        <message>
            <source>Look in:</source>
            <translation>Αναζήτηση σε:</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Ο υπολογιστής μου</translation>
        </message>
        <message>
            <source>New Folder</source>
            <translation>Νέος φάκελος</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Άνοιγμα</translation>
        </message>
        <message>
            <source>Parent Directory</source>
            <translation>Γονικός φάκελος</translation>
        </message>
        <message>
            <source>Recent Places</source>
            <translation>Πρόσφατες τοποθεσίες</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Αφαίρεση</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Αποθήκευση ως</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Συντόμευση</translation>
        </message>
        <message>
            <source>Show </source>
            <translation>Εμφάνιση </translation>
        </message>
        <message>
            <source>Show &amp;hidden files</source>
            <translation>Εμφάνιση &amp;κρυφών αρχείων</translation>
        </message>
        <message>
            <source>Sidebar</source>
            <translation>Πλευρική στήλη</translation>
        </message>
        <message>
            <source>Unknown</source>
            <translation>Άγνωστο</translation>
        </message>
    </context>
    <context>
        <name>QFileSystemModel</name>
        <message>
            <source>&lt;b&gt;The name "%1" cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
            <translation>&lt;b&gt;Το όνομα «%1» δεν μπορεί να χρησιμοποιηθεί.&lt;/b&gt;&lt;p&gt;Δοκιμάστε άλλο όνομα, με λιγότερους χαρακτήρες ή χωρίς σημεία στίξης.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Υπολογιστής</translation>
        </message>
        <message>
            <source>Date Modified</source>
            <translation>Ημερομηνία τροποποίησης</translation>
        </message>
        <message>
            <source>Invalid filename</source>
            <translation>Μη έγκυρο όνομα αρχείου</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Είδος</translation>
        </message>
        <message>
            <source>My Computer</source>
            <translation>Ο υπολογιστής μου</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Όνομα</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Μέγεθος</translation>
        </message>
        <message>
            <source>Type</source>
            <translation>Τύπος</translation>
        </message>
    </context>
</TS>
